// A plain table of records (the console's lists: audit entries, codes sent, debts, refunds,
// reconciliation's findings): a header row of labels, then the caller's rows, the same spacing,
// rules and type everywhere. Rows are the caller's own <tr>s, with their test ids and data.
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

export function DataTable({ head, children, dense = true, topAligned = false, wrap = false }: { head: ReactNode[]; children: ReactNode; dense?: boolean; topAligned?: boolean; wrap?: boolean }) {
  return (
    <Box
      component="table"
      sx={{
        width: '100%',
        borderCollapse: 'collapse',
        '& td, & th': {
          textAlign: 'start',
          p: 0.75,
          borderBottom: 1,
          borderColor: 'divider',
          fontSize: dense ? '0.85rem' : '0.9rem',
          ...(topAligned ? { verticalAlign: 'top' } : {}),
          ...(wrap ? { overflowWrap: 'anywhere' } : {}),
        },
      }}
    >
      <thead>
        <tr>
          {head.map((label, index) => (
            <th key={index}>{label}</th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </Box>
  );
}
