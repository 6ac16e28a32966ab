// The tabs live in the design system now (src/ui/Tabs); these names stay for existing imports.
export { Tabs as TabsSection } from '../ui/Tabs/Tabs';
