import type { ActionMap } from '../actions';

export const accountActions: ActionMap = {};
