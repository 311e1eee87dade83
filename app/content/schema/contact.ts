/**
 * contact.json: the contact page's words; the form's, with what the site's server answers a post
 * (server/contact-endpoint.ts); the pages a form sent without JavaScript leads to; and the switch
 * that has the form send its messages. The facts the page shows are in business.json.
 */
import { editor } from './editor-meta.ts'
import { exactly, group, line, optional, optionalHint, paragraph, template, type translated, yesNo } from './fields.ts'
import { pageHero, pageMenuName, pageMeta, section } from './page-parts.ts'
import { type Weekday, weekdays } from './vocabulary.ts'

export const contactSchema = editor(
  group({
    /**
     * Off, the form sends nothing and says so (docs/product.md): `npm run launch-check` refuses
     * to launch. On, it posts to the site's own server, which mails the message to the business's
     * e-mail address (server/, docs/deploying.md).
     */
    deliverMessages: yesNo(
      'Send the messages to your e-mail address',
      'Tick it once your host is set up to deliver them (docs/deploying.md).',
    ),
    menuName: pageMenuName,
    meta: pageMeta,
    hero: pageHero,
    form: editor(
      group({
        title: line('Form title'),
        intro: paragraph('Introduction'),
        nameLabel: line('Name field'),
        emailLabel: line('E-mail field'),
        messageLabel: line('Message field'),
        submitLabel: line('Send button'),
        /** Shown only with JavaScript off, followed by the business e-mail address as a link. */
        noScriptNotice: paragraph('Notice when the form cannot work', 'Followed by your e-mail address as a link.'),
        /**
         * The form sends nothing (docs/product.md), yet its toast promises a reply: this tells the
         * visitor before they write, wherever the form can be used, followed by the e-mail address.
         */
        unsentNotice: optional(
          paragraph(
            'Notice that messages from the form do not reach you',
            `Followed by your e-mail address as a link. For the day the form sends messages: ${optionalHint}`,
          ),
        ),
        toast: editor(group({ title: line('Title'), description: paragraph('Text') }), {
          label: 'Message shown once sent',
        }),
        sendingLabel: line('Send button while the message is on its way'),
        /** The toast after a message that did not leave: followed by the e-mail address and phone. */
        failure: editor(
          group({
            title: line('Title'),
            description: template(
              ['emailAddress', 'phoneNumber'],
              'Text',
              '{emailAddress} and {phoneNumber} become your e-mail address and phone number, as links.',
            ),
          }),
          { label: 'Message shown when a message was not sent' },
        ),
        /** What the site's server answers about a field it refuses (server/contact-endpoint.ts). */
        problems: editor(
          group({
            missing: template(['field'], 'A field left empty', "{field} is the field's name."),
            tooLong: template(['field', 'max'], 'A field too long', '{max} is the most characters it takes.'),
            invalidEmail: template(['field'], 'An e-mail address that is not one', "{field} is the field's name."),
            oneLine: template(['field'], 'A name on several lines', "{field} is the field's name."),
          }),
          { label: 'Problems with a field' },
        ),
        /** Every other answer of the site's server to a post of the form. */
        answers: editor(
          group({
            tooMany: paragraph('Too many messages in a short time'),
            notDelivered: paragraph('The message could not be passed on'),
            crossSite: paragraph('The form was sent from another website'),
            tooLarge: paragraph('A message larger than the form allows'),
            wrongType: paragraph('Something other than the form was sent'),
            unreadable: paragraph('A form that could not be read'),
            wrongMethod: paragraph('The address was opened rather than sent to'),
            notAccepting: paragraph('Messages are switched off'),
          }),
          { label: 'Other answers when a message is not sent' },
        ),
      }),
      { label: 'Contact form' },
    ),
    sentPage: editor(group({ meta: pageMeta, hero: pageHero, homeLink: line('Link home') }), {
      label: 'Page after a message was sent (without JavaScript)',
    }),
    notSentPage: editor(
      group({
        meta: pageMeta,
        hero: pageHero,
        reasonsTitle: line('Heading of the reasons'),
        reasons: editor(
          group({
            name: template(['max'], 'The name', '{max} is the most characters it takes.'),
            email: line('The e-mail address'),
            message: template(['max'], 'The message', '{max} is the most characters it takes.'),
            tooMany: paragraph('Too many messages'),
            notDelivered: paragraph('Not passed on'),
          }),
          { label: 'What may have gone wrong' },
        ),
        otherWays: template(
          ['emailAddress', 'phoneNumber'],
          'Other ways to reach you',
          '{emailAddress} and {phoneNumber} become your e-mail address and phone number, as links.',
        ),
      }),
      { label: 'Page after a message was not sent (without JavaScript)' },
    ),
    details: editor(group({ title: line('Heading') }), { label: 'Contact details' }),
    hours: editor(
      group({
        title: line('Heading'),
        closedLabel: line('Word for a closed day'),
        dayNames: editor(
          group(Object.fromEntries(weekdays.map((day) => [day, line(day)])) as Record<Weekday, typeof translated>),
          { label: 'Day names', hint: 'As a range of days writes them: "Mon" in English, "lundi" in French.' },
        ),
        dayRange: template(
          ['from', 'to'],
          'A range of days',
          'As in "{from}–{to}" (Mon–Fri) and "Du {from} au {to}" (Du lundi au vendredi).',
        ),
        timeRange: template(
          ['opens', 'closes'],
          'Opening and closing times',
          'As in "{opens} – {closes}" and "de {opens} à {closes}".',
        ),
      }),
      { label: 'Opening hours', hint: 'The hours themselves are in Business facts.' },
    ),
    map: editor(group({ title: line('Heading'), caption: paragraph('Caption') }), { label: 'Map' }),
    faq: section('Frequently asked questions', {
      items: exactly(4, 'questions', group({ question: line('Question'), answer: paragraph('Answer') }), {
        label: 'Questions and answers',
      }),
    }),
  }),
  { label: 'Contact page' },
)
