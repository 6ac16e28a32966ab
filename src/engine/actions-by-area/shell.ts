import type { ActionMap } from '../actions';

export const shellActions: ActionMap = {};
