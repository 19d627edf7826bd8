// The frame of a page: its heading, its tabs (kept in the query string so a tab can be linked
// and survives a reload) and its body.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { TabStrip } from '@matchday/ui/TabStrip';
import { useSearchParams } from '@matchday/shared/routing/router';

export interface PageTab {
  value: string;
  label: string;
}

/** The selected tab from `?<param>=`, falling back to the first tab for unknown values. */
export function useTabParam(tabs: readonly PageTab[], param = 'tab'): [string, (value: string) => void] {
  const [params, setParams] = useSearchParams();
  const requested = params.get(param);
  const current = tabs.some((tab) => tab.value === requested) ? (requested as string) : (tabs[0]?.value ?? '');
  const select = (value: string) => {
    const next = new URLSearchParams(params);
    next.set(param, value);
    setParams(next, { replace: true });
  };
  return [current, select];
}

interface PageFrameProps {
  title: string;
  subtitle?: string;
  tabs?: readonly PageTab[];
  tabParam?: string;
  actions?: ReactNode;
  /** Shown between the heading and the tabs (a match's scoreboard). */
  lead?: ReactNode;
  /** The body; given the selected tab when the page has tabs. */
  children: ReactNode | ((tab: string) => ReactNode);
}

export function PageFrame({ title, subtitle, tabs, tabParam = 'tab', actions, lead, children }: PageFrameProps) {
  const [tab, selectTab] = useTabParam(tabs ?? [], tabParam);
  return (
    <Box component="section" aria-label={title} sx={{ maxWidth: 1200, mx: 'auto', px: { xs: 1.5, md: 3 }, py: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="h1">{title}</Typography>
          {subtitle && (
            <Typography variant="body2" color="text.secondary">
              {subtitle}
            </Typography>
          )}
        </Box>
        {actions}
      </Box>
      {lead}
      {tabs && tabs.length > 1 && (
        <TabStrip tabs={tabs} value={tab} onChange={selectTab} />
      )}
      <Box role={tabs && tabs.length > 1 ? 'tabpanel' : undefined}>{typeof children === 'function' ? children(tab) : children}</Box>
    </Box>
  );
}
