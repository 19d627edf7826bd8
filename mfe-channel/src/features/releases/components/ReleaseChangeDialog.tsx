// The dialog of one change of the release. A change that needs a version (a pinned one, a
// canary and its share) is typed first, checked with the api's schema; then every change asks
// in words what fans will get before it is sent. The confirm button waits for the answer (one
// request however often it is pressed); a refusal shows the api's message beside the form, with
// everything still as typed; a success closes the dialog (the panel toasts and reads again).
import type { ReleasesResponse } from '@matchday/contracts/releases/contract';
import { useTranslation } from '@matchday/shared/i18n/react';
import type { ReleaseManifest } from '@matchday/contracts/releases/manifest';
import { TextInput } from '@matchday/ui/TextInput';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId, type FormEvent } from 'react';
import type { ReleaseChange } from '../api/releasesApi';
import { isTyped, takesNote, useReleaseChangeForm, type DraftField, type ReleaseAction } from '../hooks/useReleaseChangeForm';
import { useReleaseChangeWords } from '../hooks/useReleaseChangeWords';
import { canaryOf } from '../utils/releaseLookups';

/** The longest note the api takes (releaseNoteSchema). */
const NOTE_MAX = 200;

export function ReleaseChangeDialog({
  action,
  releases,
  onDone,
  onClose,
}: {
  action: ReleaseAction;
  releases: ReleasesResponse;
  /** The change is made: what to tell the operator. */
  onDone: (message: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('channel');
  const titleId = useId();
  const words = useReleaseChangeWords(releases);
  const running = action.kind === 'rollback' ? null : canaryOf(releases, action.remote);
  const form = useReleaseChangeForm(action, running, (change: ReleaseChange, release: ReleaseManifest) => onDone(words.done(change, release)));
  const typing = form.step === 'form';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (typing) form.proceed();
    else form.confirm();
  };

  const field = (name: DraftField, inputMode: 'text' | 'numeric', hint: string) => (
    <TextInput
      size="small"
      fullWidth
      label={t(`releases.change.fields.${name}`)}
      value={form.draft[name]}
      onChange={(event) => form.setField(name, event.target.value)}
      error={Boolean(form.errors[name])}
      helperText={form.errors[name] ?? hint}
      disabled={form.busy}
      // A version and a share read left to right in every language.
      inputProps={{ inputMode, dir: name === 'note' ? undefined : 'ltr', maxLength: name === 'note' ? NOTE_MAX : undefined, 'data-testid': `release-change-${name}` }}
    />
  );
  const noteField = takesNote(action) && field('note', 'text', t('releases.change.hints.note'));

  return (
    <Dialog open onClose={form.busy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm" data-testid="release-change-dialog">
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'contents' }}>
        <DialogTitle id={titleId}>{words.title(action)}</DialogTitle>
        {/* MUI takes the content's top padding away under a title, where an outlined field's label would be cut. */}
        <DialogContent sx={{ display: 'grid', gap: 1.5, pt: '8px !important' }}>
          {typing ? (
            <>
              {field('version', 'text', t('releases.change.hints.version'))}
              {action.kind === 'canary' && field('percent', 'numeric', t('releases.change.hints.percent'))}
              {noteField}
            </>
          ) : (
            form.change && (
              <>
                <Typography sx={{ fontWeight: 600 }} data-testid="release-change-question">
                  {words.question(form.change)}
                </Typography>
                {words.details(form.change).length > 0 && (
                  <Box component="ul" data-testid="release-change-details" sx={{ m: 0, paddingInlineStart: 2.5, display: 'grid', gap: 0.5, overflowWrap: 'anywhere' }}>
                    {words.details(form.change).map((line) => (
                      <Typography component="li" variant="body2" key={line}>
                        {line}
                      </Typography>
                    ))}
                  </Box>
                )}
                {!isTyped(action) && noteField}
              </>
            )
          )}
          {form.refusal && (
            <Alert severity="error" data-testid="release-change-refused" sx={{ overflowWrap: 'anywhere' }}>
              {form.refusal}
            </Alert>
          )}
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          {typing || !isTyped(action) ? (
            <Button onClick={onClose} disabled={form.busy}>
              {t('releases.change.cancel')}
            </Button>
          ) : (
            <Button onClick={form.back} disabled={form.busy}>
              {t('releases.change.back')}
            </Button>
          )}
          <Button type="submit" variant="contained" disabled={form.busy} data-testid={typing ? 'release-change-continue' : 'release-change-confirm'}>
            {typing ? t('releases.change.continue') : words.confirmLabel(action)}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
