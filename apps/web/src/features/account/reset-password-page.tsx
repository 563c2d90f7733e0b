export default function Placeholder() {
  return <main id="main">reset-password-page</main>;
}
