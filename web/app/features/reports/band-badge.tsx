import type { TFunction } from 'i18next';
import type { Band } from '@rira/contracts/report-types';
import { Badge } from '../../components/ui/badge.tsx';
import { bandTone } from './report-format.ts';

/**
 * A band as a badge: strength (green), middle or need (red); the word says it, the colour repeats
 * it. `t` comes from the table it is in: a hook per badge (react-i18next wraps the instance on
 * every call) costs the server milliseconds on a report of a hundred badges.
 */
export function BandBadge({ band, t }: { band: Band; t: TFunction }) {
  return <Badge tone={bandTone(band)}>{t(`report.bands.${band}`)}</Badge>;
}
