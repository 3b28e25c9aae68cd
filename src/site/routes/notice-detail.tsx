export default function Page() {
  return <h1>notice-detail</h1>;
}
