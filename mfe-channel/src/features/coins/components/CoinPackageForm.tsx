// A coin package being written by customer service: checked with the api's own schema before it
// is sent, each field's error in the reader's words; the price is typed in the currency's
// smallest unit (as it is kept) and shown beside as fans will read it. A refused or failed save
// keeps every field as typed.
import type { CoinPackage } from '@matchday/contracts/coins/contract';
import { type CoinPackageRequest, coinPackageSchema } from '@matchday/contracts/coins/schemas';
import { useFormat } from '@matchday/shared/format/format';
import { ruleMessage } from '@matchday/shared/i18n/i18n';
import { useTranslation } from '@matchday/shared/i18n/react';
import { TextInput } from '@matchday/ui/TextInput';
import { useSubmit } from '@matchday/ui/useSubmit';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { createCoinPackage, updateCoinPackage } from '../api/coinsOpsApi';

const NUMBER_FIELDS = ['coins', 'bonusCoins', 'price', 'position'] as const;
type NumberField = (typeof NUMBER_FIELDS)[number];
type Field = NumberField | 'currency';

interface Draft extends Record<Field, string> {
  active: boolean;
}

const draftOf = (item: CoinPackage | null): Draft =>
  item
    ? { coins: String(item.coins), bonusCoins: String(item.bonusCoins), price: String(item.price), currency: item.currency, position: String(item.position), active: item.active }
    : { coins: '', bonusCoins: '0', price: '', currency: '', position: '0', active: true };

/** A number as typed: nothing typed is nothing (the schema's default, or its error), anything else its value (NaN too). */
const numberOf = (text: string) => (text.trim() === '' ? undefined : Number(text.trim()));

const requestOf = (draft: Draft) => ({
  ...Object.fromEntries(NUMBER_FIELDS.map((field) => [field, numberOf(draft[field])])),
  currency: draft.currency,
  active: draft.active,
});

/** What fans would read for the price typed, when it reads as one. */
function usePricePreview(draft: Draft): string | null {
  const format = useFormat();
  const price = numberOf(draft.price);
  const currency = draft.currency.trim().toUpperCase();
  return price !== undefined && Number.isInteger(price) && price > 0 && /^[A-Z]{3}$/.test(currency) ? format.price(price, currency) : null;
}

export function CoinPackageForm({ item, onSaved, onCancel }: { item: CoinPackage | null; onSaved: (saved: CoinPackage) => void; onCancel: () => void }) {
  const { t } = useTranslation(['channel', 'api']);
  const [draft, setDraft] = useState(() => draftOf(item));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const saving = useSubmit((request: CoinPackageRequest) => (item ? updateCoinPackage(item.id, request) : createCoinPackage(request)), { onSuccess: onSaved });
  const preview = usePricePreview(draft);
  const label = (field: Field) => t(`coins.form.${field}`);

  const save = (event: FormEvent) => {
    event.preventDefault();
    saving.clearError();
    const result = coinPackageSchema.safeParse(requestOf(draft));
    if (!result.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of result.error.issues) {
        const field = String(issue.path[0]) as Field;
        const key = issue.message.startsWith('api.') ? issue.message : 'api.invalidField';
        found[field] ??= ruleMessage(key, { field: label(field) });
      }
      setErrors(found);
      return;
    }
    setErrors({});
    void saving.submit(result.data);
  };

  const field = (name: Field, hint?: string | null) => (
    <TextInput
      size="small"
      label={label(name)}
      value={draft[name]}
      onChange={(event) => setDraft({ ...draft, [name]: event.target.value })}
      error={Boolean(errors[name])}
      helperText={errors[name] ?? hint ?? undefined}
      inputProps={{ inputMode: name === 'currency' ? 'text' : 'numeric', 'data-testid': `coin-package-${name}` }}
    />
  );

  return (
    <Paper component="form" variant="outlined" onSubmit={save} noValidate sx={{ p: 2, display: 'grid', gap: 1.5 }} data-testid="coin-package-form">
      <Typography variant="h3">{item ? t('coins.form.editTitle') : t('coins.form.newTitle')}</Typography>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {field('coins')}
        {field('bonusCoins')}
        {field('price', preview ? t('coins.form.pricePreview', { price: preview }) : t('coins.form.priceHint'))}
        {field('currency', t('coins.form.currencyHint'))}
        {field('position', t('coins.form.positionHint'))}
        <FormControlLabel
          label={t('coins.form.active')}
          control={<Switch checked={draft.active} onChange={(event) => setDraft({ ...draft, active: event.target.checked })} />}
          data-testid="coin-package-active"
        />
      </Box>
      {saving.error && <Alert severity="error">{saving.error}</Alert>}
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button type="submit" variant="contained" disabled={saving.busy} data-testid="coin-package-save">
          {t('coins.form.save')}
        </Button>
        <Button onClick={onCancel}>{t('coins.form.cancel')}</Button>
      </Box>
    </Paper>
  );
}
