// A page made of named sections (tabs), each with its own empty state until it has content.
import { PageFrame } from '@matchday/ui/PageFrame';
import { EmptyState } from '@matchday/ui/StatusViews';
import { usePageMeta } from '@matchday/ui/usePageMeta';
import type { PageMetaFields } from '@matchday/shared/bus/topics';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from '@matchday/shared/i18n/react';

export interface Section {
  value: string;
  label: string;
  /** What the section says while it has nothing to show. */
  empty: string;
  /** Content of the section; the empty state shows when absent. */
  content?: ReactNode;
}

interface SectionedPageProps {
  routeId: string;
  title: string;
  subtitle?: string;
  sections: readonly Section[];
  meta?: PageMetaFields;
  actions?: ReactNode;
  /** Shown between the heading and the tabs. */
  lead?: ReactNode;
}

export function SectionedPage({ routeId, title, subtitle, sections, meta, actions, lead }: SectionedPageProps) {
  usePageMeta(routeId, meta);
  return (
    <PageFrame title={title} subtitle={subtitle} tabs={sections} actions={actions} lead={lead}>
      {(selected) => {
        const section = sections.find((item) => item.value === selected) ?? sections[0];
        if (!section) return null;
        return section.content ?? <EmptyState title={section.empty} />;
      }}
    </PageFrame>
  );
}

/** A section as data: `[value, label key, empty-state key]` in the page's namespace. */
export type SectionSpec = readonly [value: string, labelKey: string, emptyKey: string];

export interface SectionedPageSpec {
  namespace: string;
  routeId: string;
  titleKey: string;
  sections: readonly SectionSpec[];
}

/** A page component from data, for pages whose sections are listed by the specification. */
export function defineSectionedPage(spec: SectionedPageSpec): ComponentType {
  function DefinedSectionedPage() {
    const { t } = useTranslation(spec.namespace);
    return (
      <SectionedPage
        routeId={spec.routeId}
        title={t(spec.titleKey)}
        sections={spec.sections.map(([value, labelKey, emptyKey]) => ({ value, label: t(labelKey), empty: t(emptyKey) }))}
      />
    );
  }
  DefinedSectionedPage.displayName = `SectionedPage(${spec.routeId})`;
  return DefinedSectionedPage;
}
