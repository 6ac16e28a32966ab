// Radio pill items must have unique values (doc 3 §5.2): the engine refuses a form that repeats one, naming where.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { manifestFiles, readManifest } from '../../manifest/manifest-files';
import type { ClubOverride, FormFile } from '../generated/schemas/manifest';
import type { MessageKey } from '../i18n/message-key';
import { repeatedPillMessage, repeatedRadioPills } from './manifest-radio-pills';
import { mergeOverride } from './merge';
import { Renderer } from './Renderer';
import { renderWithEngine } from '../../tests/support/test-render';

const level = (options: Array<[string | number, MessageKey]>): FormFile => ({
  fields: [
    { name: 'email', widget: 'email', label: 'fields.email' },
    { name: 'level', widget: 'radioPills', label: 'fields.email', options: options.map(([value, label]) => ({ value, label })) },
  ],
  submitLabel: 'auth.send',
});

describe('radio pills with repeated values', () => {
  it('are refused, naming the JSON path of the repeat and of the option it repeats', () => {
    const repeats = repeatedRadioPills(
      level([
        ['beginner', 'fields.email'],
        ['club', 'auth.send'],
        ['beginner', 'common.save'],
      ]),
    );
    expect(repeats).toEqual([{ path: '/fields/1/options/2/value', value: 'beginner', firstPath: '/fields/1/options/0/value' }]);
    expect(repeatedPillMessage('signup', repeats[0]!)).toBe(
      'Form "signup": radio pill value "beginner" at forms/signup.json#/fields/1/options/2/value repeats #/fields/1/options/0/value (radio pill items must have unique values)',
    );
  });

  it('compare as the browser holds them: 1 and "1" are one value; distinct values pass', () => {
    expect(
      repeatedRadioPills(
        level([
          [1, 'fields.email'],
          ['1', 'auth.send'],
        ]),
      ),
    ).toHaveLength(1);
    expect(
      repeatedRadioPills(
        level([
          [1, 'fields.email'],
          [2, 'auth.send'],
        ]),
      ),
    ).toEqual([]);
  });

  it('appear in no form of the manifest, alone or with a club file merged over it', () => {
    const forms = manifestFiles.filter((file) => file.startsWith('forms/'));
    const clubs = manifestFiles.filter((file) => file.startsWith('clubs/')).map((file) => readManifest<ClubOverride>(file));
    const found = forms.flatMap((file) => {
      const id = file.slice('forms/'.length, -'.json'.length);
      const base = readManifest<FormFile>(file);
      return [base, ...clubs.map((club) => mergeOverride(base, club.forms?.[id]))].flatMap((form) => repeatedRadioPills(form).map((repeat) => repeatedPillMessage(id, repeat)));
    });
    expect(found).toEqual([]);
  });

  it('make the engine show a visible error in place of the form', async () => {
    renderWithEngine(<Renderer node={{ type: 'form', form: 'signup', submit: 'anything' }} />, {
      forms: {
        signup: level([
          ['a', 'fields.email'],
          ['a', 'auth.send'],
        ]),
      },
    });
    expect((await screen.findByRole('alert')).textContent).toContain('forms/signup.json#/fields/1/options/1/value');
    expect(screen.queryByRole('radiogroup')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('with unique values draw as a radio group the form sends the chosen value of', async () => {
    const send = vi.fn(async () => ({ ok: true as const }));
    renderWithEngine(<Renderer node={{ type: 'form', form: 'signup', submit: 'send' }} />, {
      forms: {
        signup: level([
          [1, 'fields.email'],
          [2, 'auth.send'],
        ]),
      },
      registries: { actions: { send } },
    });
    const group = await screen.findByRole('radiogroup', { name: 'Email' });
    expect(group.querySelectorAll('input[type=radio]')).toHaveLength(2);
    fireEvent.click(screen.getByRole('radio', { name: 'Send' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(send).toHaveBeenCalledWith(expect.objectContaining({ level: 2 }), expect.anything()));
  });
});
