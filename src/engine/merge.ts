// A club's file is merged (and checked) by one module, shared with the server: src/manifest-overrides/.
export { mergeOverride } from '../manifest-overrides/merge';
