/**
 * The honeypot of a public write: a `website` field out of sight, left empty by people. The server
 * answers a bot that fills it as if its write had worked, and keeps nothing. `id` is its input's id.
 */
export function Honeypot({ id }: { id: string }) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px]">
      <label htmlFor={id}>Website</label>
      <input id={id} name="website" type="text" tabIndex={-1} autoComplete="off" />
    </div>
  );
}
