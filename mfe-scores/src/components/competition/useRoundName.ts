// A round's name in the reader's language (the api sends `Round 12`, `Semi-finals`…).
import { useTranslation } from '@matchday/shared/i18n/react';
import { roundLabel } from './competitionLabels';

export function useRoundName(): (round: string) => string {
  const { t } = useTranslation('scores');
  return (round) => {
    const label = roundLabel(round);
    return label ? t(label.key, label.values) : round;
  };
}
