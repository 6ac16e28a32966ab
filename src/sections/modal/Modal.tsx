// The dialog lives in the design system now (src/ui/Dialog); this name stays for existing imports.
export { Dialog as Modal } from '../../ui/Dialog/Dialog';
