import Link from "next/link";

export default function NotFound() {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-6 bg-slate-50 px-6 text-center">
      <p className="text-7xl font-bold text-slate-900">404</p>
      <h1 className="text-2xl font-semibold text-slate-800">Oops! Page not found</h1>
      <Link href="/" className="font-medium text-indigo-700 underline underline-offset-4 hover:text-indigo-900">
        Return to Home
      </Link>
    </main>
  );
}
