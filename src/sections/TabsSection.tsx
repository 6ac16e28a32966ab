// The tabs live in the design system now (src/ui/Tabs); these names stay for existing imports.
export { nextTabIndex, Tabs as TabsSection, type TabItem, type TabsProps as TabsSectionProps } from '../ui/Tabs/Tabs';
