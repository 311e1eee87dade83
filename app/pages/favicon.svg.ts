import { brandMarkSvg } from '~/lib/brand-mark'

export const GET = () => new Response(`${brandMarkSvg()}\n`)
