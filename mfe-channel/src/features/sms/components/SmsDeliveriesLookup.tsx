// Why a fan got no code: customer service types the fan's phone and sees the last codes sent to
// it, which provider took each, what its delivery reports said and the provider's error code.
import type { SmsDelivery } from '@matchday/contracts/accounts/contract';
import { useFormat } from '@matchday/shared/format/format';
import { useTranslation } from '@matchday/shared/i18n/react';
import { DataTable } from '@matchday/ui/DataTable';
import { TextInput } from '@matchday/ui/TextInput';
import { useSubmit } from '@matchday/ui/useSubmit';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState, type FormEvent } from 'react';
import { smsDeliveries } from '../api/smsApi';

export function SmsDeliveriesLookup() {
  const { t } = useTranslation('channel');
  const format = useFormat();
  const [phone, setPhone] = useState('');
  const [found, setFound] = useState<SmsDelivery[] | null>(null);
  const finding = useSubmit((typed: string) => smsDeliveries(typed), { onSuccess: setFound });

  const find = (event: FormEvent) => {
    event.preventDefault();
    setFound(null);
    void finding.submit(phone.trim());
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }} data-testid="sms-lookup">
      <Box component="form" onSubmit={find} noValidate sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <TextInput size="small" label={t('sms.phone')} value={phone} onChange={(event) => setPhone(event.target.value)} inputProps={{ inputMode: 'tel', 'data-testid': 'sms-phone' }} />
        <Button type="submit" variant="outlined" disabled={finding.busy} data-testid="sms-find">
          {t('sms.find')}
        </Button>
      </Box>
      {finding.error && (
        <Alert severity="error" data-testid="sms-error">
          {finding.error}
        </Alert>
      )}
      {found && found.length === 0 && <Alert severity="info" data-testid="sms-none">{t('sms.none')}</Alert>}
      {found && found.length > 0 && (
        <DataTable head={[t('sms.requested'), t('sms.provider'), t('sms.status'), t('sms.error'), t('sms.updated'), t('sms.used')]}>
            {found.map((delivery, index) => (
              <tr key={`${delivery.sentAt}-${index}`} data-testid="sms-delivery" data-status={delivery.status ?? ''}>
                <td>{format.timestamp(delivery.sentAt)}</td>
                <td>{delivery.provider ?? '—'}</td>
                <td>{delivery.status ? t(`sms.states.${delivery.status}`, { defaultValue: delivery.status }) : '—'}</td>
                <td>{delivery.error ?? ''}</td>
                <td>{delivery.statusAt ? format.timestamp(delivery.statusAt) : '—'}</td>
                <td>{delivery.used ? t('sms.yes') : t('sms.no')}</td>
              </tr>
            ))}
          </DataTable>
      )}
    </Box>
  );
}
