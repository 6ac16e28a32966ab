// The activity page's reads, one query each through the QueryCache (shared, cancelled, invalidated after a sign-up).
import { okAnswer } from '../api/answers';
import type { components } from '../generated/api';
import { query, type Query } from '../stores/QueryCache';
import type { RootStore } from '../stores/RootStore';

type Schemas = components['schemas'];

export interface ActivityView {
  activity: Schemas['Activity'];
  hasCustomSignUp: boolean;
  alreadyIn: boolean;
}

/** Prefix of the activity reads: invalidated after a sign-up so "Already In!" shows. */
export const ACTIVITY_KEY = 'getActivity';

/** The activity; for a logged-in customer, whether they are already in. */
export function activityQuery(root: RootStore, id: number): Query<ActivityView> {
  const customerId = root.session.customerId;
  return query([ACTIVITY_KEY, id, customerId], async (signal) => {
    const answer =
      customerId === null
        ? await okAnswer(root.client.GET('/api/publicactivities/{id}', { params: { path: { id } }, signal }))
        : await okAnswer(root.client.GET('/api/publicactivities/{id}/{customerId}', { params: { path: { id, customerId } }, signal }));
    if (!answer.model) throw new Error(`activity ${id}: no model`);
    return { activity: answer.model, hasCustomSignUp: answer.hasCustomSignUp === true, alreadyIn: answer.alreadyIn === true };
  });
}

export function activityCategoriesQuery(root: RootStore, id: number): Query<Schemas['ActivityCategory'][]> {
  return query(['listActivityCategories', id], async (signal) => {
    const answer = await okAnswer(root.client.GET('/api/publicactivities/{id}/categories', { params: { path: { id } }, signal }));
    return answer.model ?? [];
  });
}

export function formDefinitionQuery(root: RootStore, parentName: string, parentId: number): Query<Schemas['DynamicFormDefinition']> {
  return query(['getDynamicFormDefinition', parentName, parentId], async (signal) => {
    const answer = await okAnswer(root.client.GET('/api/dynamicforms/form-def/{parentName}/{parentId}', { params: { path: { parentName, parentId } }, signal }));
    return answer.model ?? { fields: [] };
  });
}
