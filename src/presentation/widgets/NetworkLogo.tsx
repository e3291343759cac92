/** The network's logo, or its initial on the brand colour when it has none. Decorative: the name is next to it. */
export function NetworkLogo({ name, logo, size }: { name: string; logo: string | null; size: number }) {
  // The size is set before the image arrives, so nothing moves when it does.
  if (logo) return <img className="logo" src={logo} alt="" width={size} height={size} style={{ width: size, height: size }} />;
  return (
    <span className="logo logo--initial" aria-hidden style={{ width: size, height: size, fontSize: Math.round(size / 2.2) }}>
      {name.charAt(0).toUpperCase()}
    </span>
  );
}
