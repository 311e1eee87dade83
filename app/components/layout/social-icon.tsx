import { siFacebook, siInstagram, siX, siYoutube } from 'simple-icons'

import type { SocialNetwork } from '~/content/business'

// lucide dropped brand marks; simple-icons (CC0) provides them as plain path data.
const iconPaths: Record<SocialNetwork, string> = {
  facebook: siFacebook.path,
  instagram: siInstagram.path,
  x: siX.path,
  youtube: siYoutube.path,
}

export function SocialIcon({ network }: { network: SocialNetwork }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5 fill-current">
      <path d={iconPaths[network]} />
    </svg>
  )
}
