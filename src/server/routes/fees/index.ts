import { defineHandlers } from '../handler';

export const handlers = defineHandlers({});
