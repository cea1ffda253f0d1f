// Stand-in for the tokio crate's `tokio::runtime::Runtime` (tokio-rs/tokio, tokio/src/runtime/
// runtime.rs: `Runtime::new() -> io::Result<Runtime>`, `Runtime::block_on(&self, future)`), the
// one piece of tokio a serenity bot's `main` needs when it does not use `#[tokio::main]`. A tiny
// executor: the stand-in's futures never wait on I/O, so polling until ready is enough.
pub mod runtime {
    use std::future::Future;
    use std::pin::Pin;
    use std::task::{Context, Poll, RawWaker, RawWakerVTable, Waker};

    pub struct Runtime {
        _private: (),
    }

    fn noop_raw() -> RawWaker {
        fn clone(_: *const ()) -> RawWaker {
            noop_raw()
        }
        fn noop(_: *const ()) {}
        static VTABLE: RawWakerVTable = RawWakerVTable::new(clone, noop, noop, noop);
        RawWaker::new(std::ptr::null(), &VTABLE)
    }

    impl Runtime {
        pub fn new() -> std::io::Result<Runtime> {
            Ok(Runtime { _private: () })
        }

        pub fn block_on<F: Future>(&self, future: F) -> F::Output {
            let waker = unsafe { Waker::from_raw(noop_raw()) };
            let mut cx = Context::from_waker(&waker);
            let mut future = Box::pin(future);
            loop {
                if let Poll::Ready(out) = Pin::as_mut(&mut future).poll(&mut cx) {
                    return out;
                }
                std::thread::yield_now();
            }
        }
    }
}
