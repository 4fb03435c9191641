//! The shells' group-commit tests watch their store through [`storage::testing::Watched`];
//! [`Shared`] is the handle a test keeps while the front owns another.

pub use storage::testing::Watched;

/// A shared handle on a [`Watched`] store (the front owns its store; the test keeps a handle).
pub type Shared = std::sync::Arc<Watched>;
