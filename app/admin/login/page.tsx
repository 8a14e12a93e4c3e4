import type { Metadata } from "next";
import Link from "next/link";

export const metadata: Metadata = { title: "Admin Login | Summit Digital", robots: { index: false } };

export default function AdminLoginPage() {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 px-6">
      <h1 className="text-2xl font-semibold">Admin Login</h1>
      <Link href="/" className="text-indigo-700 underline">
        Back to main site
      </Link>
    </main>
  );
}
