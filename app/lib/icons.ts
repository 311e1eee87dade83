/**
 * The icons content may name. Content stays free of React components: it names an icon
 * and sections look it up here, so the bundle holds only the icons the site uses.
 */
import {
  Activity,
  Apple,
  Bell,
  CalendarCheck,
  ChartLine,
  ClipboardList,
  Goal,
  HeartHandshake,
  Lightbulb,
  MessageCircleHeart,
  Salad,
  Scale,
  Sparkles,
  TrendingUp,
  Trophy,
  Users,
  UtensilsCrossed,
} from 'lucide-react'

export const icons = {
  activity: Activity,
  apple: Apple,
  bell: Bell,
  calendarCheck: CalendarCheck,
  chartLine: ChartLine,
  clipboardList: ClipboardList,
  goal: Goal,
  heartHandshake: HeartHandshake,
  lightbulb: Lightbulb,
  messageCircleHeart: MessageCircleHeart,
  salad: Salad,
  scale: Scale,
  sparkles: Sparkles,
  trendingUp: TrendingUp,
  trophy: Trophy,
  users: Users,
  utensils: UtensilsCrossed,
} as const

export type IconName = keyof typeof icons
