// A titled block of the user area.
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export function SectionCard({ title, children, testId, action }: { title: string; children: ReactNode; testId?: string; action?: ReactNode }) {
  return (
    <Paper component="section" aria-label={title} variant="outlined" data-testid={testId} sx={{ p: { xs: 2, md: 3 }, mb: 2 }}>
      <Typography variant="h2" sx={{ fontSize: '1.15rem', mb: 2, display: 'flex', alignItems: 'center', gap: 1 }}>
        <span style={{ flex: 1 }}>{title}</span>
        {action}
      </Typography>
      {children}
    </Paper>
  );
}
