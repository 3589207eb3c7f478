import {
  Award,
  BookOpen,
  Briefcase,
  ChartColumnIncreasing,
  ClipboardList,
  Clock,
  Compass,
  GraduationCap,
  Layers,
  MessagesSquare,
  Puzzle,
  ShieldCheck,
  Sparkles,
  Target,
  TrendingUp,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { ContentIcon as ContentIconName } from '@rira/contracts/site/content';

/** The icons page content may name (contracts CONTENT_ICONS), drawn with lucide. */
const ICONS: Record<ContentIconName, LucideIcon> = {
  target: Target,
  users: Users,
  chart: ChartColumnIncreasing,
  compass: Compass,
  layers: Layers,
  sparkles: Sparkles,
  shield: ShieldCheck,
  clock: Clock,
  book: BookOpen,
  award: Award,
  message: MessagesSquare,
  trending: TrendingUp,
  puzzle: Puzzle,
  briefcase: Briefcase,
  graduation: GraduationCap,
  clipboard: ClipboardList,
};

export function ContentIcon({ name, className }: { name: ContentIconName; className?: string }) {
  const Icon = ICONS[name] ?? Sparkles;
  return <Icon aria-hidden className={className} />;
}
