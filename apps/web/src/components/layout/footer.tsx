export function Footer() {
  return (
    <footer className="mt-16 border-t border-line bg-white p-6 text-sm text-soil-muted">
      Copyright 2020
    </footer>
  );
}
