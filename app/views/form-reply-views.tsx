import { PageHero } from '~/components/sections/page-hero'
import { ActionButton } from '~/components/ui/action-button'
import { FilledTemplate } from '~/components/ui/filled-template'
import { Container } from '~/components/ui/section'
import type { SiteContent } from '~/content/types'
import { localizedPaths } from '~/content/pages'
import type { ContactField } from '~/lib/contact-message'

/**
 * The pages a browser without the contact form's script lands on after sending it
 * (server/contact-endpoint.ts, which redirects there with a 303). The not-sent page lists what
 * may have gone wrong; the endpoint names the reason in the URL's fragment (#email), and then
 * only that reason is shown, by CSS alone (`:target`), since these pages run no script.
 */
export function MessageSentView({ site: { contact, locale } }: { site: SiteContent }) {
  return (
    <PageHero {...contact.sentPage.hero}>
      <ActionButton href={localizedPaths[locale].home} size="lg" className="mt-8">
        {contact.sentPage.homeLink}
      </ActionButton>
    </PageHero>
  )
}

export function MessageNotSentView({
  site: { contact, facts },
  limits,
}: {
  site: SiteContent
  /** The most characters each field takes (app/lib/contact-message.ts), written for the page's language. */
  limits: Record<ContactField, string>
}) {
  const { hero, reasonsTitle, reasons, otherWays } = contact.notSentPage
  const { email, phone } = facts.contact
  const reasonItems = [
    { id: 'name', text: <FilledTemplate template={reasons.name} values={{ max: limits.name }} /> },
    { id: 'email', text: reasons.email },
    { id: 'message', text: <FilledTemplate template={reasons.message} values={{ max: limits.message }} /> },
    { id: 'too-many', text: reasons.tooMany },
    { id: 'not-delivered', text: reasons.notDelivered },
  ]
  return (
    <>
      <PageHero {...hero} />
      <Container className="py-12 sm:py-16">
        <h2 className="text-2xl font-bold">{reasonsTitle}</h2>
        {/* With a reason in the URL's fragment, only that one shows. (No `&` or `>` in these
            classes: scripts/page-css.mjs could not match them and would drop their rules.) */}
        <ul className="group mt-4 max-w-2xl list-disc space-y-2 ps-6 text-lg has-[:target]:list-none has-[:target]:ps-0">
          {reasonItems.map(({ id, text }) => (
            <li key={id} id={id} className="scroll-mt-24 group-has-[:target]:not-target:hidden">
              {text}
            </li>
          ))}
        </ul>
        <p className="mt-8 max-w-2xl text-lg">
          <FilledTemplate
            template={otherWays}
            values={{
              emailAddress: (
                <a href={email.href} className="font-bold wrap-anywhere underline">
                  {email.display}
                </a>
              ),
              phoneNumber: (
                <a href={phone.href} className="font-bold whitespace-nowrap underline">
                  {phone.display}
                </a>
              ),
            }}
          />
        </p>
      </Container>
    </>
  )
}
