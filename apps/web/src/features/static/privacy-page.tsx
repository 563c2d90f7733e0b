export default function Placeholder() {
  return <main id="main">privacy-page</main>;
}
