/** Links to other sites in running text, each followed by a note if it has one: "Office of the Privacy Commissioner of Canada, elsewhere in Canada." */
export function LinkList({ links }: { links: { label: string; href: string; note?: string }[] }) {
  return (
    <ul className="list-disc space-y-2 pl-6 marker:text-primary">
      {links.map((link) => (
        <li key={link.label} className="pl-1">
          {/* Padded to a 24 px target even on one line (WCAG 2.5.8); padding does not move an inline's line. */}
          <a href={link.href} className="rounded py-1 font-semibold text-primary underline underline-offset-4">
            {link.label}
          </a>
          {link.note && `, ${link.note}`}
        </li>
      ))}
    </ul>
  )
}
