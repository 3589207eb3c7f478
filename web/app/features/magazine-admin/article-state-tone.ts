import type { ArticleState } from '@rira/contracts/site/admin-magazine';
import type { BadgeTone } from '../../components/ui/badge.tsx';

export const STATE_TONE: Record<ArticleState, BadgeTone> = { draft: 'neutral', scheduled: 'warning', published: 'success' };
