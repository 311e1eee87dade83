/** Short topics under a section, each named in bold: "What we collect", then what is collected. */
export function TopicList({ items }: { items: { title: string; description: string }[] }) {
  return (
    <dl className="space-y-5">
      {items.map((item) => (
        // On paper a topic's name stays with its text.
        <div key={item.title} className="print:break-inside-avoid">
          <dt className="font-bold">{item.title}</dt>
          <dd className="mt-1">{item.description}</dd>
        </div>
      ))}
    </dl>
  )
}
