export const profile = {
  title: "Profile Settings",
  username: "Username",
  email: "Email",
  addAdmin: {
    button: "Add administrator",
    title: "Add administrator",
    description: "They sign in with this email and password and can do everything you can.",
    username: "Username",
    email: "Email",
    password: "Password",
    passwordHint: "At least 8 characters.",
    submit: "Add administrator",
    adding: "Adding...",
    added: "Administrator {username} added",
    failed: "Failed to add the administrator. Please try again.",
  },
};
