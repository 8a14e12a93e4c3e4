import { LogoutButton } from "../auth/logout-button";

/** SPEC §2 dashboard header: the welcome text and Logout. */
export function AdminHeader({ welcomeName }: { welcomeName: string }) {
  return (
    <header className="border-b bg-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-4 px-4 py-4 sm:px-6">
        <div>
          <h1 className="text-xl font-semibold tracking-tight text-slate-900">Admin Dashboard</h1>
          <p className="text-sm text-slate-600">Welcome back, {welcomeName}</p>
        </div>
        <LogoutButton />
      </div>
    </header>
  );
}
