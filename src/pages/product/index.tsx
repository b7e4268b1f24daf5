export default function Page() { return <div>TODO</div>; }
