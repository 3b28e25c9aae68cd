export default function Page() {
  return <h1>event-detail</h1>;
}
