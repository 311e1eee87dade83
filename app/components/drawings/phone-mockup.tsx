import { Photo } from '~/components/ui/photo'
import type { ResponsivePhoto } from '~/lib/photos'
import { cn } from '~/lib/utils'

export type PhoneScreen = 'today' | 'progress' | 'coach'

/**
 * A phone drawn in CSS and SVG, standing in for app screenshots until the app ships. It is
 * decorative: the caption beside it says what the screen shows.
 */
export function PhoneMockup({ screen, title, className }: { screen: PhoneScreen; title: string; className?: string }) {
  const Screen = screens[screen]
  return (
    <div
      aria-hidden="true"
      className={cn(
        'mx-auto flex aspect-[9/19] w-full max-w-60 flex-col overflow-hidden rounded-[2.5rem] border-[10px] border-device-frame bg-card p-3 shadow-xl',
        className,
      )}
    >
      <div className="mx-auto mb-3 h-1.5 w-16 rounded-full bg-border" />
      <p className="mb-3 text-lg font-extrabold">{title}</p>
      {/* A screen taller than a narrow phone scrolls under its tab bar, as in the app: every phone
          keeps the same shape beside the others. */}
      <div className="min-h-0 flex-1 overflow-hidden">
        <Screen />
      </div>
      <TabBar current={screenOrder.indexOf(screen)} />
    </div>
  )
}

/** The order of the app's screens, which is also the order of its tabs. */
export const screenOrder: PhoneScreen[] = ['today', 'progress', 'coach']

/** The app's tab bar at the foot of the screen, the current screen's tab in the brand colour. */
function TabBar({ current }: { current: number }) {
  return (
    <div className="flex justify-around border-t border-border pt-3">
      {[...screenOrder, 'more'].map((tab, index) => (
        <div key={tab} className={cn('size-5 rounded-md', index === current ? 'bg-primary' : 'bg-border')} />
      ))}
    </div>
  )
}

/** A real screenshot of the app in the same phone frame as the drawing. */
export function PhoneWithScreenshot({ photo }: { photo: ResponsivePhoto }) {
  return (
    <div className="mx-auto w-full max-w-60 overflow-hidden rounded-[2.5rem] border-[10px] border-device-frame bg-card shadow-xl">
      <Photo photo={photo} placement="below-first-screen" className="block h-auto w-full" />
    </div>
  )
}

const barTones = { neutral: 'bg-border', primary: 'bg-primary/45' } as const

/** A line of placeholder text; `className` sets only its width or flex. */
function Bar({
  className,
  tone = 'neutral',
  height = 'thin',
}: {
  className: string
  tone?: keyof typeof barTones
  height?: 'thin' | 'thick'
}) {
  return <div className={cn('rounded-full', barTones[tone], height === 'thin' ? 'h-2.5' : 'h-4', className)} />
}

function TodayScreen() {
  return (
    <div className="space-y-2.5">
      <div className="flex items-center gap-3 rounded-2xl bg-primary-soft p-3">
        <svg viewBox="0 0 36 36" className="size-12 -rotate-90">
          <circle cx="18" cy="18" r="15" fill="none" strokeWidth="5" className="stroke-border" />
          <circle
            cx="18"
            cy="18"
            r="15"
            fill="none"
            strokeWidth="5"
            strokeDasharray="66 100"
            strokeLinecap="round"
            className="stroke-primary"
          />
        </svg>
        <div className="flex-1 space-y-1.5">
          <Bar className="w-3/4" tone="primary" />
          <Bar className="w-1/2" />
        </div>
      </div>
      {['bg-accent', 'bg-primary-soft', 'bg-accent', 'bg-muted'].map((tone, index) => (
        <div key={index} className="flex items-center gap-2.5 rounded-xl border border-border p-2.5">
          <div className={cn('size-8 rounded-lg', tone)} />
          <div className="flex-1 space-y-1.5">
            <Bar className="w-2/3" />
            <Bar className="w-1/3" />
          </div>
        </div>
      ))}
    </div>
  )
}

function ProgressScreen() {
  return (
    <div className="space-y-3">
      <div className="rounded-2xl bg-primary-soft p-3">
        <svg viewBox="0 0 120 60" className="h-24 w-full">
          <polyline
            points="0,12 20,18 40,22 60,30 80,34 100,42 120,46"
            fill="none"
            strokeWidth="3"
            strokeLinecap="round"
            strokeLinejoin="round"
            className="stroke-primary"
          />
          <polyline points="0,12 20,18 40,22 60,30 80,34 100,42 120,46 120,60 0,60" className="fill-primary/15" />
        </svg>
      </div>
      <div className="grid grid-cols-2 gap-2">
        {[0, 1, 2, 3].map((index) => (
          <div key={index} className="space-y-1.5 rounded-xl border border-border p-2.5">
            <Bar className="w-1/2" tone="primary" height="thick" />
            <Bar className="w-3/4" />
          </div>
        ))}
      </div>
      <Bar className="w-5/6" />
      <Bar className="w-2/3" />
    </div>
  )
}

function CoachScreen() {
  return (
    <div className="space-y-2.5">
      {[
        { side: 'start', width: 'w-4/5', tone: 'bg-muted' },
        { side: 'end', width: 'w-3/5', tone: 'bg-primary/80' },
        { side: 'start', width: 'w-5/6', tone: 'bg-muted' },
        { side: 'start', width: 'w-2/3', tone: 'bg-accent' },
        { side: 'end', width: 'w-1/2', tone: 'bg-primary/80' },
      ].map((message, index) => (
        <div key={index} className={cn('flex', message.side === 'end' && 'justify-end')}>
          <div className={cn('h-9 rounded-2xl', message.width, message.tone)} />
        </div>
      ))}
      <div className="mt-4 flex items-center gap-2 rounded-full border border-border p-1.5">
        <Bar className="ml-2 flex-1" />
        <div className="size-7 rounded-full bg-primary" />
      </div>
    </div>
  )
}

const screens: Record<PhoneScreen, () => React.JSX.Element> = {
  today: TodayScreen,
  progress: ProgressScreen,
  coach: CoachScreen,
}
