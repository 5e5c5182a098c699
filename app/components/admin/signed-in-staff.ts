import { useRouteLoaderData } from "react-router";

/** The admin layout's route id (app/routes/admin/route.tsx). */
const ADMIN_LAYOUT_ROUTE_ID = "routes/admin";

export interface SignedInStaff {
  /** Their account's id: what keys their unsaved work kept in this browser. */
  id: string;
  email: string;
  name: string;
}

/** The signed-in staff member, from the admin layout's loader: any page under /admin has it. */
export function useSignedInStaff(): SignedInStaff | undefined {
  return useRouteLoaderData(ADMIN_LAYOUT_ROUTE_ID) as SignedInStaff | undefined;
}
