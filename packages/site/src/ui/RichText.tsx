/**
 * Rich text an editor wrote, as HTML: the server sanitised it when it was written (whatever the admin
 * sent), so it is shown as it is. Links in it are underlined.
 */
export function RichText({ html, className, testId }: { html: string; className: string; testId?: string }) {
  return (
    <div
      data-testid={testId}
      className={`${className} [&_a]:text-emerald-700 [&_a]:underline`}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: stored sanitised by the server
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
