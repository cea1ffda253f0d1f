// Part of the JDA 6.4.2 stand-in used to check printed bots. No JDA file: the stand-in's RestActionImpl, which records instead of sending.
package net.dv8tion.jda.internal.standin;

import net.dv8tion.jda.api.requests.RestAction;

import java.util.function.Consumer;
import java.util.function.Supplier;

public abstract class RecordingAction<T> implements RestAction<T> {
    private boolean done;

    /** Records the request and returns what Discord would answer (null where the stand-in has no entity). */
    protected abstract T execute();

    @Override
    public void queue(Consumer<? super T> success, Consumer<? super Throwable> failure) {
        T result;
        try {
            result = complete();
        } catch (RuntimeException e) {
            if (failure == null) throw e;
            failure.accept(e);
            return;
        }
        if (success != null) success.accept(result);
    }

    @Override
    public T complete() {
        if (done) throw new IllegalStateException("This action was already executed");
        done = true;
        return execute();
    }

    public static <T> Supplier<T> none() {
        return () -> null;
    }
}
