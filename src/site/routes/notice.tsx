export default function Page() {
  return <h1>notice</h1>;
}
