export default function Placeholder() {
  return <main id="main">forgot-password-page</main>;
}
