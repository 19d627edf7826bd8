// One change of the release as an operator makes it: what is typed (a version, a share, a note),
// checked with the api's own schemas before anything is sent, then confirmed, then sent once.
// A change typed first (a pinned version, a canary) is confirmed on a second step; a refusal
// brings the form back with everything as typed and the api's message beside it.
import { canaryRequestSchema, releaseNoteSchema, remoteChangeSchema } from '@matchday/contracts/releases/contract';
import { ruleMessage } from '@matchday/shared/i18n/i18n';
import { useTranslation } from '@matchday/shared/i18n/react';
import type { ReleaseManifest } from '@matchday/contracts/releases/manifest';
import type { RemoteId } from '@matchday/contracts/routes/routeTable';
import { useSubmit } from '@matchday/ui/useSubmit';
import { useState } from 'react';
import { changeRelease, type ReleaseChange, type ReleaseChangeKind } from '../api/releasesApi';

type RemoteChangeKind = Exclude<ReleaseChangeKind, 'rollback'>;
/** What an operator asked to do, before anything is typed: a change of one remote, or a roll-back. */
export type ReleaseAction = { [Kind in RemoteChangeKind]: { kind: Kind; remote: RemoteId } }[RemoteChangeKind] | { kind: 'rollback' };

export type DraftField = 'version' | 'percent' | 'note';
export type ReleaseChangeDraft = Record<DraftField, string>;
export type DraftErrors = Partial<Record<DraftField, string>>;

/** The changes that need a version (and a share) typed before they can be confirmed. */
export const isTyped = (action: ReleaseAction): action is { kind: 'pin' | 'canary'; remote: RemoteId } => action.kind === 'pin' || action.kind === 'canary';
/** Stopping a canary is a DELETE: the api takes no note with it. */
export const takesNote = (action: ReleaseAction): boolean => action.kind !== 'stop';

/** A number as typed: nothing typed is nothing (the schema's "required"), anything else its value, NaN too. */
const numberOf = (text: string) => (text.trim() === '' ? undefined : Number(text.trim()));

type Checked = { ok: true; change: ReleaseChange } | { ok: false; errors: DraftErrors };
type Issues = readonly { path: readonly PropertyKey[]; message: string }[];

/** The draft as the api would take it, checked with the schema the api checks that request with. */
function check(action: ReleaseAction, draft: ReleaseChangeDraft, messageOf: (field: DraftField, key: string) => string): Checked {
  // An empty note is no note: the store then writes its own.
  const typedNote = draft.note.trim() === '' ? {} : { note: draft.note };
  const noteOf = (note: string | undefined) => (note ? { note } : {});
  const version = draft.version.trim();
  const failed = (issues: Issues): Checked => {
    const errors: DraftErrors = {};
    for (const issue of issues) {
      const field = String(issue.path[0]) as DraftField;
      errors[field] ??= messageOf(field, issue.message);
    }
    return { ok: false, errors };
  };
  switch (action.kind) {
    case 'canary': {
      const result = canaryRequestSchema.safeParse({ remote: action.remote, version, percent: numberOf(draft.percent), ...typedNote });
      return result.success ? { ok: true, change: { kind: 'canary', ...result.data } } : failed(result.error.issues);
    }
    case 'pin': {
      const result = remoteChangeSchema.safeParse({ version, ...typedNote });
      return result.success ? { ok: true, change: { kind: 'pin', remote: action.remote, version, ...noteOf(result.data.note) } } : failed(result.error.issues);
    }
    case 'enable':
    case 'disable': {
      const result = remoteChangeSchema.safeParse({ enabled: action.kind === 'enable', ...typedNote });
      return result.success ? { ok: true, change: { kind: action.kind, remote: action.remote, ...noteOf(result.data.note) } } : failed(result.error.issues);
    }
    case 'promote':
    case 'rollback': {
      const result = releaseNoteSchema.safeParse(typedNote);
      if (!result.success) return failed(result.error.issues);
      const note = noteOf(result.data.note);
      return { ok: true, change: action.kind === 'promote' ? { kind: 'promote', remote: action.remote, ...note } : { kind: 'rollback', ...note } };
    }
    case 'stop':
      return { ok: true, change: { kind: 'stop', remote: action.remote } };
  }
}

const draftFor = (action: ReleaseAction, running: { version: string; percent: number } | null): ReleaseChangeDraft =>
  // Changing a running canary's share starts from what it is.
  action.kind === 'canary' && running ? { version: running.version, percent: String(running.percent), note: '' } : { version: '', percent: '', note: '' };

export interface ReleaseChangeForm {
  step: 'form' | 'confirm';
  draft: ReleaseChangeDraft;
  setField: (field: DraftField, value: string) => void;
  errors: DraftErrors;
  /** The change being confirmed (on the confirm step). */
  change: ReleaseChange | null;
  /** From the form: check what is typed and, if it passes, ask for confirmation. */
  proceed: () => void;
  back: () => void;
  /** On the confirm step: send the change (once; a second call while it runs is ignored). */
  confirm: () => void;
  busy: boolean;
  /** The api's message when it refused, or "request failed". */
  refusal: string | null;
}

/**
 * `running`: the remote's canary, if any (a change of its share starts from it). `onDone` gets
 * the change sent and the release it made.
 */
export function useReleaseChangeForm(
  action: ReleaseAction,
  running: { version: string; percent: number } | null,
  onDone: (change: ReleaseChange, release: ReleaseManifest) => void,
): ReleaseChangeForm {
  // The api's rule messages (a version is written like 1.4.0) come with the channel's texts.
  const { t } = useTranslation(['channel', 'api']);
  const [draft, setDraft] = useState(() => draftFor(action, running));
  const [errors, setErrors] = useState<DraftErrors>({});
  const [step, setStep] = useState<'form' | 'confirm'>(isTyped(action) ? 'form' : 'confirm');
  // A change with nothing to type is asked about at once: its question reads the action itself.
  const [change, setChange] = useState<ReleaseChange | null>(isTyped(action) ? null : action);
  const sending = useSubmit((sent: ReleaseChange) => changeRelease(sent), {
    onSuccess: (release, sent) => onDone(sent, release),
    onFailure: () => isTyped(action) && setStep('form'),
  });

  const messageOf = (field: DraftField, key: string) => {
    if (field === 'percent') return t('releases.change.rules.percent');
    if (field === 'note') return t('releases.change.rules.note');
    return ruleMessage(key.startsWith('api.') ? key : 'api.invalidField', { field: t(`releases.change.fields.${field}`) });
  };
  const checked = () => {
    const result = check(action, draft, messageOf);
    setErrors(result.ok ? {} : result.errors);
    return result.ok ? result.change : null;
  };

  return {
    step,
    draft,
    setField: (field, value) => setDraft((previous) => ({ ...previous, [field]: value })),
    errors,
    change,
    proceed: () => {
      const typed = checked();
      if (!typed) return;
      sending.clearError();
      setChange(typed);
      setStep('confirm');
    },
    back: () => setStep('form'),
    confirm: () => {
      // The note of a change confirmed at once is typed beside the question: checked now.
      const sent = isTyped(action) ? change : checked();
      if (sent) void sending.submit(sent);
    },
    busy: sending.busy,
    refusal: sending.error,
  };
}
