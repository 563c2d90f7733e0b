export default function Placeholder() {
  return <main id="main">seller-site-page</main>;
}
