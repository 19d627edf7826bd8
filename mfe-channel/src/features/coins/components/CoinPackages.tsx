// Customer service's coin packages: every package, on sale or not, in shelf order; a new one, a
// change, and on or off sale at a switch. Packages are data, changed here and never in code (the
// api records each change in the audit log). Fans see the packages on sale in the top-up dialog.
import type { CoinPackage } from '@matchday/contracts/coins/contract';
import type { CoinPackageRequest } from '@matchday/contracts/coins/schemas';
import { useFormat } from '@matchday/shared/format/format';
import { useTranslation } from '@matchday/shared/i18n/react';
import { DataTable } from '@matchday/ui/DataTable';
import { EmptyState, ErrorState, LoadingState } from '@matchday/ui/StatusViews';
import { useApiRead } from '@matchday/ui/useApiRead';
import { useSubmit } from '@matchday/ui/useSubmit';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Switch from '@mui/material/Switch';
import { useState } from 'react';
import { coinPackages, updateCoinPackage } from '../api/coinsOpsApi';
import { CoinPackageForm } from './CoinPackageForm';

const requestOf = ({ coins, bonusCoins, price, currency, active, position }: CoinPackage): CoinPackageRequest => ({ coins, bonusCoins, price, currency, active, position });

const byShelf = (a: CoinPackage, b: CoinPackage) => a.position - b.position || Number(a.id) - Number(b.id);

export function CoinPackages() {
  // The api's messages come with the tab, for the form's errors: opening the form waits for nothing.
  const { t } = useTranslation(['channel', 'api']);
  const format = useFormat();
  const read = useApiRead('coin-packages', coinPackages);
  // The package being written: a new one, one of the list, or none.
  const [editing, setEditing] = useState<CoinPackage | 'new' | null>(null);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const saved = (item: CoinPackage) => {
    setEditing(null);
    setNotice({ ok: true, text: t(item.active ? 'coins.packages.savedOnSale' : 'coins.packages.savedOffSale', { count: item.coins, price: format.price(item.price, item.currency) }) });
    read.retry();
  };
  const switching = useSubmit((item: CoinPackage) => updateCoinPackage(item.id, { ...requestOf(item), active: !item.active }), {
    onSuccess: saved,
    onFailure: (_, text) => setNotice({ ok: false, text }),
  });

  if (read.status === 'error' && !read.data) return <ErrorState onRetry={read.retry} />;
  if (!read.data) return <LoadingState rows={3} />;
  const packages = [...read.data].sort(byShelf);
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }} data-testid="coin-packages">
      <Box>
        <Button variant="contained" onClick={() => (setNotice(null), setEditing('new'))} disabled={editing !== null} data-testid="coin-package-new">
          {t('coins.packages.new')}
        </Button>
      </Box>
      {editing && <CoinPackageForm key={editing === 'new' ? 'new' : editing.id} item={editing === 'new' ? null : editing} onSaved={saved} onCancel={() => setEditing(null)} />}
      {notice && (
        <Alert severity={notice.ok ? 'success' : 'error'} data-testid="coin-package-notice">
          {notice.text}
        </Alert>
      )}
      {packages.length === 0 ? (
        <EmptyState title={t('coins.packages.empty')} />
      ) : (
        <DataTable head={[t('coins.form.coins'), t('coins.form.bonusCoins'), t('coins.form.price'), t('coins.form.currency'), t('coins.form.active'), t('coins.form.position'), '']} dense={false}>
            {packages.map((item) => (
              <tr key={item.id} data-testid="coin-package" data-package-id={item.id} data-active={item.active}>
                <td>{format.coins(item.coins)}</td>
                <td>{format.coins(item.bonusCoins)}</td>
                <td data-testid="coin-package-price">{format.price(item.price, item.currency)}</td>
                <td>{item.currency}</td>
                <td>
                  <Switch
                    checked={item.active}
                    onChange={() => (setNotice(null), void switching.submit(item))}
                    disabled={switching.busy}
                    slotProps={{ input: { 'aria-label': t('coins.packages.onSale', { count: item.coins, price: format.price(item.price, item.currency) }) } }}
                  />
                </td>
                <td>{item.position}</td>
                <td>
                  <Button size="small" onClick={() => (setNotice(null), setEditing(item))} disabled={editing !== null} data-testid="coin-package-edit">
                    {t('coins.packages.edit')}
                  </Button>
                </td>
              </tr>
            ))}
          </DataTable>
      )}
    </Box>
  );
}
