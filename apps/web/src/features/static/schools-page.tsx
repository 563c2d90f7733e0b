export default function Placeholder() {
  return <main id="main">schools-page</main>;
}
