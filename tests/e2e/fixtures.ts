export const E2E_ADMIN = {
  username: "e2e_admin",
  email: "e2e@summitdigital.co",
  pin: "4321",
  password: "E2E-Pass-2026!",
  firstName: "Erin",
  lastName: "Ellis",
  phone: null,
};
