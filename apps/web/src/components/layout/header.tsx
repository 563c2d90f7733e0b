export function Header() {
  return (
    <header className="border-b border-line bg-white p-4 font-display text-xl">Local Food Marketplace</header>
  );
}
