// The look the console's tables share (what runs now, field data): compact cells with a rule
// under each row, headings that do not wrap. Each table adds its own columns' rules.
import type { SxProps, Theme } from '@mui/material/styles';

export const CONSOLE_TABLE_SX = {
  width: '100%',
  borderCollapse: 'collapse',
  '& td, & th': { textAlign: 'start', p: 0.75, borderBottom: 1, borderColor: 'divider', fontSize: '0.85rem', verticalAlign: 'middle' },
} as const satisfies SxProps<Theme>;
